/**
 * For the contract suite: fetch as the client calls it, recording what the real server sent, optionally with the
 * client's request changed on its way into one the client never sends (a wrong type, a cut-off body, a GET), so
 * the client's own code digests the server's real answer to it. And the table the suite leaves behind.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { vi } from 'vitest';
import { ApiError } from '../shared/api/errors';

/** What the server sent, as the table shows it. */
export interface Sent {
  status: string;
  contentType: string;
  jsonerror: string;
  setCookie: string;
  body: string;
}

/** Turns the request the client made into the one to send instead. */
export type Tamper = (request: Request) => Request;

/** Sends `body` as the request's body, everything else as the client made it. */
export const withBody = (body: string): Tamper => (request) =>
  new Request(request.url, { method: 'POST', headers: request.headers, body, signal: request.signal });

/** The client's request with another content type (and its body). */
export const withContentType = (type: string): Tamper => (request) => {
  const headers = new Headers(request.headers);
  headers.set('content-type', type);
  return new Request(request, { headers });
};

/** A GET of the client's URL. */
export const asGet: Tamper = (request) => new Request(request.url, { method: 'GET', signal: request.signal });

/** Another method of the same page: the path's last part replaced. */
export const toMethod = (method: string): Tamper => (request) => new Request(request.url.replace(/[^/]+$/, method), request);

/**
 * Stubs the global fetch (which ky calls) with the real one, recording each answer before the client reads it.
 * Returns what the last answer was.
 */
export function recordFetch(tamper?: Tamper): () => Sent {
  const realFetch = globalThis.fetch;
  let last: Sent | undefined;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const made = new Request(input, init);
    const response = await realFetch(tamper ? tamper(made) : made);
    last = {
      status: `${response.status} ${response.statusText}`,
      contentType: response.headers.get('content-type') ?? '',
      jsonerror: response.headers.get('jsonerror') ?? '',
      setCookie: response.headers.get('set-cookie') ?? '',
      body: await response.clone().text(),
    };
    return response;
  });
  return () => {
    if (!last) throw new Error('the client sent nothing');
    return last;
  };
}

export interface Row {
  name: string;
  sent: Sent;
  client: string;
}

/** What the client made of an answer: the fields a case is about, or the ApiError with its server fields. */
export function clientOutcome(result: unknown): string {
  if (result instanceof ApiError) {
    const { exceptionType, serverMessage } = result as ApiError & { exceptionType?: string; serverMessage?: string };
    const server = exceptionType === undefined && serverMessage === undefined ? '' : `; exceptionType ${JSON.stringify(exceptionType)}, serverMessage ${JSON.stringify(serverMessage)}`;
    return `ApiError '${result.kind}'${result.status === undefined ? '' : ` ${result.status}`}: ${JSON.stringify(result.message)}${server}`;
  }
  return `resolved ${JSON.stringify(result)}`;
}

const BODY_START = 90;
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', '⏎');
const code = (text: string) => (text ? `\`${cell(text).replaceAll('`', 'ˋ')}\`` : '—');

export function contractTable(rows: Row[], serverNote: string): string {
  const lines = [
    '# The client against the reference ASP.NET server (Mono 6.8 System.Web)',
    '',
    serverNote,
    '',
    '| case | status | content-type | jsonerror | body starts | what the client made of it |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(({ name, sent, client }) => {
      const start = sent.body.length > BODY_START ? `${sent.body.slice(0, BODY_START)}…` : sent.body;
      return `| ${cell(name)} | ${sent.status} | ${code(sent.contentType)} | ${code(sent.jsonerror)} | ${code(start)} | ${cell(client)} |`;
    }),
    '',
  ];
  return lines.join('\n');
}

export function writeReport(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
