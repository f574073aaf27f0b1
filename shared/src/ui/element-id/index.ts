export { ElementIdPrefix, useElementId } from './element-id';
