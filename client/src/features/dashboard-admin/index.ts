export { DashboardOverview } from './dashboard-overview';
