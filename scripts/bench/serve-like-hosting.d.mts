import type { Server } from 'node:http';

export function serveLikeHosting(dir: string, port: number): Promise<Server>;
