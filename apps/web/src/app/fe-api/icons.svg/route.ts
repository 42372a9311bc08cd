/** GET /fe-api/icons.svg: the icon sprite (lib/icon-sprite); kept for a year when asked for its current version. */
import { iconSpriteAnswer } from '@/lib/icon-sprite/answer';

export function GET(request: Request): Response {
  return iconSpriteAnswer(request);
}
