/**
 * Ports for the local stack: a preferred (default) port when it is free, otherwise any free one.
 *
 * A server of this process takes its port with {@link listenOnPreferredPort}: it binds, then reads
 * the port it got, so no other process can take the port between choosing and binding (two stacks
 * starting at once both asked for 9229 that way and one talked to the other's servers).
 * {@link findFreePort} only guesses (free now, not reserved): it is for child processes that choose
 * their port themselves and say which one they bound, or retry on EADDRINUSE.
 */
import net, { type AddressInfo } from 'node:net';

/** True for the errors of a port someone else holds (or we may not bind). */
export function isPortTaken(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EADDRINUSE' || code === 'EACCES';
}

/** `server.listen(port, host)` as a promise of the address it bound (port 0: one the OS picks). */
export function listenOn(server: net.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * Listens on `preferred` when it can, else on a port the OS picks (`preferred` 0 or absent: that at
 * once), and answers the address it really bound: choosing and binding the port in one step.
 */
export async function listenOnPreferredPort(server: net.Server, host: string, preferred?: number): Promise<AddressInfo> {
  if (preferred !== undefined && preferred > 0) {
    try {
      return await listenOn(server, preferred, host);
    } catch (error) {
      if (!isPortTaken(error)) throw error;
    }
  }
  return listenOn(server, 0, host);
}

function tryListen(port: number, host: string | undefined): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(undefined);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

/** Binds the port on every interface (dual-stack when IPv6 is on) to see whether it is free. */
async function probe(port: number): Promise<number | undefined> {
  try {
    return await tryListen(port, '::');
  } catch (error) {
    // No IPv6 on this machine: probe IPv4 only.
    if ((error as NodeJS.ErrnoException).code === 'EAFNOSUPPORT' || (error as NodeJS.ErrnoException).code === 'EADDRNOTAVAIL') {
      return tryListen(port, '0.0.0.0');
    }
    throw error;
  }
}

export async function isPortFree(port: number): Promise<boolean> {
  return (await probe(port)) === port;
}

/**
 * The preferred port when it is free and not taken by a sibling service, otherwise a free port
 * chosen by the OS. (Free now, not reserved: the caller starts its server right away.)
 */
export async function findFreePort(preferred?: number, exclude: ReadonlySet<number> = new Set()): Promise<number> {
  if (preferred !== undefined && preferred > 0 && !exclude.has(preferred) && (await isPortFree(preferred))) {
    return preferred;
  }
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await probe(0);
    if (port !== undefined && !exclude.has(port)) return port;
  }
  throw new Error('Could not find a free TCP port');
}
