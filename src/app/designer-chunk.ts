/** The designer's chunk: loaded by its route, and ahead of it when a user points at a sequence (issue 17). */
export const loadDesignerScreen = () => import('./screens/DesignerScreen');
