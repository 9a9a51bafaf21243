/**
 * JavaScript bytes as a shopper would download them. The fixture shop serves uncompressed, so each
 * script body is gzipped here at level 9, the level build.mjs reports and scripts/budgets.ts assumes.
 */
import { gzipSync } from 'node:zlib';

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

export interface ScriptDownload<Phase extends string> {
  url: string;
  gzip: number;
  phase: Phase;
}

/** Scripts by URL, each counted once (a chunk fetched again comes from the HTTP cache in real life). */
export class ScriptLedger<Phase extends string> {
  private readonly byUrl = new Map<string, ScriptDownload<Phase>>();

  add(url: string, body: Buffer | string, phase: Phase): void {
    if (!this.byUrl.has(url)) this.byUrl.set(url, { url, gzip: gzipSize(body), phase });
  }

  /** Bytes downloaded in the given phases (all phases when none are named). */
  total(...phases: Phase[]): number {
    let sum = 0;
    for (const download of this.byUrl.values()) if (phases.length === 0 || phases.includes(download.phase)) sum += download.gzip;
    return sum;
  }

  list(): ScriptDownload<Phase>[] {
    return [...this.byUrl.values()];
  }
}
