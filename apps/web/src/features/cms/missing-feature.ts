/** The one log of a block whose feature this site does not have (no chat configured): once per block type. */
import type { BlockType } from '@sportsbook/contract/site';

const logged = new Set<BlockType>();

export function logMissingFeature(type: BlockType, why: string): void {
  if (logged.has(type)) return;
  logged.add(type);
  console.warn(`cms: the ${type} block draws nothing: ${why}`);
}
