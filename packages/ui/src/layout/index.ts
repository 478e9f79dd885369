export type { ClusterProps } from './cluster';
export { Cluster } from './cluster';
export type { ContainerProps } from './container';
export { Container } from './container';
export { offscreenContent } from './offscreen-content';
export type { LayoutElement, StackProps } from './stack';
export { Stack } from './stack';
