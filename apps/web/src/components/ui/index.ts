/** UI primitives: import from `@/components/ui`. Styled with design tokens only (see styles/tokens.css). */
export {
  ALERT_DURATION_MS,
  type Alert,
  type AlertVariant,
  dismissAlert,
  showAlert,
  useAlertStore,
} from './alerts';
export { Button, type ButtonProps, IconButton, type IconButtonProps } from './button';
export { Dialog, type DialogProps, Sheet, type SheetProps } from './dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export * from './icons';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner } from './spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { Toaster, type ToasterProps } from './toaster';
export { VisuallyHidden } from './visually-hidden';
