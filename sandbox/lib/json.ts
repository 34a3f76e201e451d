// The JSON helpers live below the console and the sandbox (the console reads HOCON with them too).
export * from '../../src/domain/json';
