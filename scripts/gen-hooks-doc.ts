import { writeFileSync } from 'node:fs';
import { renderHooksDoc } from './hooks-doc';

writeFileSync(new URL('../docs/hooks.md', import.meta.url), renderHooksDoc());
console.log('docs/hooks.md written');
