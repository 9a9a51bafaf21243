import { writeFileSync } from 'node:fs';
import { renderEventsDoc } from './events-doc';
import { renderHooksDoc } from './hooks-doc';

writeFileSync(new URL('../docs/hooks.md', import.meta.url), renderHooksDoc());
writeFileSync(new URL('../docs/events.md', import.meta.url), renderEventsDoc());
console.log('docs/hooks.md and docs/events.md written');
