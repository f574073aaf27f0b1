export type { PageModuleId, PageProps, RemoteName, RemotePage, RemotePageModule, RemotesList } from './remote';
