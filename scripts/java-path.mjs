/**
 * Java, for the Nu Html Checker (vnu.jar from `vnu-jar`) that e2e/nu-checker.spec.ts runs: the JVM on the PATH, as
 * Debian's `default-jre-headless` installs it. (The package's own fallback downloads a JDK, which this network blocks.)
 */
import { spawnSync } from 'node:child_process';

/** The Debian packages that bring it. */
export const JAVA_PACKAGES = ['default-jre-headless'];

export function javaFound() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}
