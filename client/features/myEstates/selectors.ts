import type { MyEstatesState } from './state.ts';

export const selectMyEstates = (s: { myEstates: MyEstatesState }): MyEstatesState => s.myEstates;
