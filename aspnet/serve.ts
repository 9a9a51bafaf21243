/**
 * `npm run aspnet`: the reference ASP.NET server alone, on $PORT (8081 unless set), until Ctrl+C.
 * Try it: curl -H 'Content-Type: application/json' -d '{"request":{"dicts":[103,108],"pid":1}}' http://127.0.0.1:8081/Default.aspx/GetOptions
 */
import { startReferenceServer } from './reference-server';

const server = await startReferenceServer(Number(process.env.PORT ?? 8081));
console.log(`Reference ASP.NET server on ${server.url}Default.aspx (GetOptions, AddCart); Ctrl+C stops it`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}
