/** The designer's chunk: loaded by its route, and ahead of it when a user points at a sequence, so the open need not wait for it. */
export const loadDesignerScreen = () => import('./screens/DesignerScreen');
