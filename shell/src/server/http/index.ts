/** The server's HTTP side: what the entry (main.ts) uses of http/. */
export { createServer, type ServerOptions } from './app';
