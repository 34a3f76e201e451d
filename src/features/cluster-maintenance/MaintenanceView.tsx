export function MaintenanceView() { return null; }
