export * from './answer';
export * from './pages';
export * from './settings';
export * from './site-file';
export * from './styles';
