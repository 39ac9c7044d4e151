// The shell's build: which old files a rebuild keeps (webpack's output.clean.keep).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The shell's files written within this time survive its rebuild, so a browser still on the
 * previous shell finds the chunks it was built with. (The remotes' builds are versions that
 * stay whole until retention removes them.)
 */
const KEEP_PREVIOUS_SHELL_MS = 15 * 60 * 1000;

export function keepRecentFiles(outputPath, keepAlso) {
  return (file) => {
    if (keepAlso(file)) return true;
    try {
      return Date.now() - fs.statSync(path.join(outputPath, file)).mtimeMs < KEEP_PREVIOUS_SHELL_MS;
    } catch {
      return false;
    }
  };
}
