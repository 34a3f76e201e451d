export function DurableStorageView() { return null; }
