export function SsoView() { return null; }
