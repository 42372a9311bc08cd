/** POST /monitoring: the error reporter's tunnel (lib/error-reporting/tunnel.ts). */
import { readErrorReportingConfig } from '@/lib/error-reporting/config';
import { forwardEnvelope } from '@/lib/error-reporting/tunnel';

export async function POST(request: Request): Promise<Response> {
  const answer = await forwardEnvelope(await request.text(), readErrorReportingConfig()?.dsn ?? null);
  return answer.code
    ? Response.json(
        { code: answer.code, message: 'The error report was not forwarded' },
        { status: answer.status },
      )
    : new Response(null, { status: answer.status });
}
