/**
 * spec-1 §5: the available quantity never exceeds the total. A typed figure above the total is held at
 * the total, and lowering the total lowers it too. What is not a whole number is left to validation.
 */
export function clampAvailable(quantity: string, available: string): string {
  const total = Number(quantity);
  const free = Number(available);
  if (quantity.trim() === '' || available.trim() === '') return available;
  if (!Number.isInteger(total) || total < 0 || !Number.isFinite(free)) return available;
  return free > total ? String(total) : available;
}
