/**
 * The next highlighted option of a combobox list after ArrowDown (+1) or ArrowUp (-1), wrapping around at
 * both ends (spec §4). -1 means nothing is highlighted; from there ArrowDown goes to the first option and
 * ArrowUp to the last.
 * @example
 * moveActiveIndex(-1, 1, 3) // 0
 * moveActiveIndex(2, 1, 3)  // 0
 * moveActiveIndex(0, -1, 3) // 2
 */
export function moveActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
