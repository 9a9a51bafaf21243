import { writeFileSync } from 'node:fs';
import { renderEventsDoc } from './events-doc';
import { renderHooksDoc } from './hooks-doc';
import { renderMessagesDoc } from './messages-doc';

writeFileSync(new URL('../docs/hooks.md', import.meta.url), renderHooksDoc());
writeFileSync(new URL('../docs/events.md', import.meta.url), renderEventsDoc());
writeFileSync(new URL('../docs/messages.md', import.meta.url), renderMessagesDoc());
console.log('docs/hooks.md, docs/events.md and docs/messages.md written');
