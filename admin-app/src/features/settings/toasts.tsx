/**
 * The settings area's toasts ('Verifying license...', the server's messages, errors) are the app's
 * one toast system (components/Toast.tsx); this module only keeps the area's import path.
 */
export {
	useToasts,
	type ToastStatus,
	type Toasts,
} from '../../components/Toast';
