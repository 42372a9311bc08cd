/**
 * The api.read reference: Fastify's hello-world route (`GET /` -> {"hello":"world"}), logger off, the usual
 * Fastify benchmark server. Port from argv[2]; exits with the parent.
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('disconnect', () => process.exit(0));
