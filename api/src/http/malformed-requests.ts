import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's parser refused, as our answers say it (Polish JSON), by its error code. */
const refusals: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Nagłówki żądania są zbyt duże'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Przekroczono czas oczekiwania na żądanie'],
};

/**
 * A request Node's HTTP parser refuses before the application sees it (raw non-ASCII bytes in the
 * address, a broken request line, headers too large) is answered as every other refusal is: JSON
 * with a Polish `message`, not Node's empty 400.
 */
export function answerMalformedRequests(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = refusals[error.code ?? ''] ?? [
      400,
      'Bad Request',
      'Nieprawidłowe żądanie',
    ];
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
