/** Ports for the local stack: a preferred (default) port when it is free, otherwise any free one. */
import net from 'node:net';

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
