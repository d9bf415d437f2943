/** The chunk of Radix-based primitives (docs/ARCHITECTURE.md "UI primitives"); load it with usePrimitives. */
export {
  Item as MenuItemPrimitive,
  Label as MenuLabelPrimitive,
  Separator as MenuSeparatorPrimitive,
} from '@radix-ui/react-dropdown-menu';
export { MenuFrame } from './MenuFrame.tsx';
export { ModalFrame } from './ModalFrame.tsx';
export { PopoverFrame } from './PopoverFrame.tsx';
