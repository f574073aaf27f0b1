export { paths } from './paths';
