/** The chunk of Radix-based primitives (docs/ARCHITECTURE.md "UI primitives"); load it with usePrimitives. */
export {
  Item as MenuItemPrimitive,
  Label as MenuLabelPrimitive,
  Separator as MenuSeparatorPrimitive,
} from '@radix-ui/react-dropdown-menu';
export { MenuFrame } from './MenuFrame.tsx';
export { ModalFrame } from './ModalFrame.tsx';
export { PopoverFrame } from './PopoverFrame.tsx';
export {
  Content as TabsContent,
  List as TabsList,
  Root as TabsRoot,
  Trigger as TabsTrigger,
} from '@radix-ui/react-tabs';
export { TooltipFrame } from './TooltipFrame.tsx';
