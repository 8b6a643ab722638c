export { InsightsScreen } from './insights-screen';
