export type {
  NavDeclaration,
  PageDeclaration,
  PageProps,
  RemoteName,
  RemotePage,
  RemotePageModule,
  RemotePages,
  RemotePagesModule,
  RemotesList,
} from './remote';
