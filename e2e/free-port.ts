import { execFileSync } from 'node:child_process';

/** A port nobody listens on now; found synchronously because Playwright reads its config synchronously. */
export function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
