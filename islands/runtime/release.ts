import type { Release } from '../../shared/events/types';

/** The release this code belongs to (release-globals.d.ts says where it comes from). */
export const RELEASE: Release = { version: STOREFRONT_VERSION, build: STOREFRONT_BUILD };
