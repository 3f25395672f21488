/**
 * The "UserFeedback Survey" block's editor script (build/blocks/survey/index.js). The block is
 * registered on the server from block.json (src/Blocks/SurveyBlock.php), which also renders it:
 * here only its editor is added. Nothing is saved in the post but the attribute.
 */
import { registerBlockType } from '@wordpress/blocks';

import { Edit } from './edit';
import { icon } from './icon';
import type { BlockAttributes } from './types';
import './editor.scss';

registerBlockType< BlockAttributes >( 'userfeedback/survey', {
	icon,
	edit: Edit,
	save: () => null,
} );
