// Where a benchmark's CPU goes (`BENCH_DETAIL=1` in the HTTP bench): the server process's own time,
// the bench's (autocannon), and the rest of the machine's busy time, which under load is the
// database. Linux only (/proc); elsewhere every figure reads 0.
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function read(path: string) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** User and system CPU of one process, in ms. */
function processMs(pid: number) {
  const fields = read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ');
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

/** Busy CPU of the whole machine (user, nice, system, irq, softirq, steal), in ms. */
function machineMs() {
  const fields = read('/proc/stat')?.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return fields ? (fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + fields[7]) * TICK_MS : 0;
}

export interface CpuSplit {
  server: number;
  bench: number;
  rest: number;
}

/** Starts counting; the returned function gives the CPU ms per request of what ran since. */
export function countCpu(serverPid: number) {
  const bench = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const start = { server: processMs(serverPid), bench: bench(), machine: machineMs() };
  return (requests: number): CpuSplit => {
    const server = processMs(serverPid) - start.server;
    const own = bench() - start.bench;
    const machine = machineMs() - start.machine;
    return {
      server: server / requests,
      bench: own / requests,
      rest: Math.max(0, machine - server - own) / requests,
    };
  };
}

export const cpuText = (split: CpuSplit) =>
  `CPU per request: server ${split.server.toFixed(2)} ms, database and the rest ${split.rest.toFixed(2)} ms, autocannon ${split.bench.toFixed(2)} ms`;
