export { ReturnsScreen } from './returns-screen';
