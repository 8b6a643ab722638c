export { theme, colors, fonts, mq, type AppTheme } from './theme';
export { lightSurface, darkSurface } from './surface';
export { GlobalStyles } from './global-styles';
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './button';
export { buttonStyles, type ButtonVariant, type ButtonSize } from './button-styles';
export { TextField, Input, type TextFieldProps } from './text-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { FieldFrame, capsLabel, type FieldFrameProps, type FieldControlProps } from './field-frame';
export { ToggleChip, chipStyle, type ToggleChipProps, type ChipSurface } from './chip';
export { Dialog, type DialogProps } from './dialog';
export { Drawer, type DrawerProps } from './drawer';
export { useModal, focusableWithin } from './use-modal';
export { lockScroll, unlockScroll } from './scroll-lock';
export { Toaster } from './toaster';
export { useToast, MAX_VISIBLE_TOASTS, type ToastInput, type ToastVariant } from './toast-state';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Badge, type BadgeVariant } from './badge';
export { SectionHeading, Eyebrow } from './section-heading';
export { Container } from './container';
export { Switch } from './switch';
export { Spinner } from './spinner';
export { focusTarget } from './roving-focus';
export * from './icons';
export { StarRow } from './star-row';
export { keepRenderedOnceNear, renderedWhenNear } from './offscreen';
export { FLOATING_CONTROL, inFloatingStrip } from './floating-strip';
// Imported from their own files, not from here: FilePicker, TextArea, DataTable, ReasonDialog, DefinitionTip (the
// `forms-ui` chunk) and Tabs (`detail-ui`). A re-export here would put them in every page's first load (vite.config.ts).
