export function SsoBackendView(_props: { backend: string }) { return null; }
