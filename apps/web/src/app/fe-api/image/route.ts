/** GET /fe-api/image: the image proxy (lib/image-proxy: sources it allows, limits, formats, caching). */
import { imageAnswer } from '@/lib/image-proxy/answer';

export function GET(request: Request): Promise<Response> {
  return imageAnswer(request);
}
