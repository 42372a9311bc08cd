import type { BlockOf, BlockType } from '@sportsbook/contract/site';

/** What every block component receives: its block, the page's locale and the page's allowed frame origins. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  locale: string;
  frameOrigins: readonly string[];
}
