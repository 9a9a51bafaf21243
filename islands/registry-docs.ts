/** Integrator documentation of every island, keyed like the registry (a missing island is a type error). */
import { cookieNoticeDocs } from './cookie-notice/docs';
import { disclosureDocs } from './disclosure/docs';
import { popupDocs } from './popup/docs';
import type { IslandName } from './registry';
import type { IslandDocs } from './runtime/docs';
import type { Schema } from './runtime/schema';

export const registryDocs: Record<IslandName, IslandDocs<Schema>> = {
  'cookie-notice': cookieNoticeDocs,
  disclosure: disclosureDocs,
  popup: popupDocs,
};
