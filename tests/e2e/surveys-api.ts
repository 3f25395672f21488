import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const REST = '/wp-json/userfeedback/v1';

/** The plugin's settings as the settings route answers them; only those specs read are typed. */
export interface Settings {
	widget_pause_after_response: number;
	widget_cooldown_days: number;
	[ key: string ]: unknown;
}

/** One response as the responses route lists it. */
export interface ListedResponse {
	id: number;
	completed: boolean;
	/** The locale it was answered in. */
	language: string;
}

/** One question's counts in a survey's results. */
export interface QuestionResult {
	options: Array< { value: string | number; count: number } >;
}

/** One response with its answers. */
export interface ResponseDetail extends ListedResponse {
	answers: Array< { question_id: string; value: unknown } >;
}

/** REST calls as the logged-in admin, with the nonce the admin page prints. */
export class SurveysApi {
	private readonly request: APIRequestContext;
	private readonly nonce: string;

	constructor( request: APIRequestContext, nonce: string ) {
		this.request = request;
		this.nonce = nonce;
	}

	/**
	 * For the logged-in admin of the page's context. The REST nonce comes from core's
	 * `rest-nonce` admin-ajax action, the same one wp-api-fetch renews its nonce with.
	 *
	 * @param page The page whose cookies to use.
	 */
	static async for( page: Page ): Promise< SurveysApi > {
		const response = await page.request.get(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		expect( response.ok() ).toBe( true );
		return new SurveysApi( page.request, ( await response.text() ).trim() );
	}

	private headers() {
		return { 'X-WP-Nonce': this.nonce };
	}

	async create( title: string ): Promise< number > {
		const response = await this.request.post( `${ REST }/surveys`, {
			headers: this.headers(),
			data: {
				id: null,
				title,
				status: 'draft',
				questions: [
					{
						id: 'q1',
						title: 'What brought you here today?',
						type: 'text',
						config: { options: [] },
						settings: {
							required: false,
							randomize: false,
							comment_box: false,
						},
						logic: {
							enabled: false,
							action: 'show',
							conditions: [],
						},
					},
				],
			},
		} );
		expect( response.ok() ).toBe( true );
		return ( ( await response.json() ) as { id: number } ).id;
	}

	/**
	 * One survey's stored title and status.
	 *
	 * @param id Survey id.
	 */
	async get( id: number ): Promise< {
		title: string;
		status: string;
		questions: Array< { id: string; title: string } >;
	} > {
		const response = await this.request.get( `${ REST }/surveys/${ id }`, {
			headers: this.headers(),
		} );
		expect( response.ok() ).toBe( true );
		return ( await response.json() ) as {
			title: string;
			status: string;
			questions: Array< { id: string; title: string } >;
		};
	}

	/** Every survey's id, trashed ones included. */
	async allIds(): Promise< number[] > {
		const ids: number[] = [];
		for ( const query of [ '', '&filter[status]=trash' ] ) {
			const response = await this.request.get(
				`${ REST }/surveys?per_page=100${ query }`,
				{ headers: this.headers() }
			);
			expect( response.ok() ).toBe( true );
			const list = ( await response.json() ) as {
				items: Array< { id: number } >;
			};
			ids.push( ...list.items.map( ( item ) => item.id ) );
		}
		return ids;
	}

	/**
	 * Trashes, then deletes for good (DELETE only takes trashed surveys).
	 *
	 * @param ids Survey ids.
	 */
	async remove( ids: number[] ): Promise< void > {
		if ( ids.length === 0 ) {
			return;
		}
		const trash = await this.request.post( `${ REST }/surveys/trash`, {
			headers: this.headers(),
			data: { survey_ids: ids },
		} );
		expect( trash.ok() ).toBe( true );
		const remove = await this.request.delete( `${ REST }/surveys`, {
			headers: this.headers(),
			data: { survey_ids: ids },
		} );
		expect( remove.ok() ).toBe( true );
	}
	/**
	 * Saves a whole survey object (POST surveys) and answers its id.
	 *
	 * @param survey The survey fields; id null creates one.
	 */
	async save( survey: Record< string, unknown > ): Promise< number > {
		const response = await this.request.post( `${ REST }/surveys`, {
			headers: this.headers(),
			data: { id: null, status: 'publish', ...survey },
		} );
		expect( response.ok(), await response.text() ).toBe( true );
		return ( ( await response.json() ) as { id: number } ).id;
	}

	/**
	 * Publishes or drafts surveys.
	 *
	 * @param action publish or draft.
	 * @param ids    Survey ids.
	 */
	async setStatus(
		action: 'publish' | 'draft',
		ids: number[]
	): Promise< void > {
		const response = await this.request.post(
			`${ REST }/surveys/${ action }`,
			{
				headers: this.headers(),
				data: { survey_ids: ids },
			}
		);
		expect( response.ok() ).toBe( true );
	}

	/** Ids of the published surveys. */
	async publishedIds(): Promise< number[] > {
		const response = await this.request.get(
			`${ REST }/surveys?per_page=100&filter[status]=publish`,
			{ headers: this.headers() }
		);
		expect( response.ok() ).toBe( true );
		const list = ( await response.json() ) as {
			items: Array< { id: number } >;
		};
		return list.items.map( ( item ) => item.id );
	}

	/**
	 * Publishes a WordPress page through core's REST API; answers its URL and id.
	 *
	 * @param title   Page title.
	 * @param content Page content (shortcodes welcome).
	 */
	async createPage(
		title: string,
		content: string
	): Promise< { id: number; link: string } > {
		const response = await this.request.post( '/wp-json/wp/v2/pages', {
			headers: this.headers(),
			data: { title, content, status: 'publish' },
		} );
		expect( response.ok(), await response.text() ).toBe( true );
		return ( await response.json() ) as { id: number; link: string };
	}

	/**
	 * Deletes WordPress pages for good.
	 *
	 * @param ids Page ids.
	 */
	async deletePages( ids: number[] ): Promise< void > {
		for ( const id of ids ) {
			await this.request.delete(
				`/wp-json/wp/v2/pages/${ id }?force=true`,
				{
					headers: this.headers(),
				}
			);
		}
	}

	/**
	 * One survey's whole stored object (GET surveys/{id}).
	 *
	 * @param id Survey id.
	 */
	async full< T >( id: number ): Promise< T > {
		const response = await this.request.get( `${ REST }/surveys/${ id }`, {
			headers: this.headers(),
		} );
		expect( response.ok() ).toBe( true );
		return ( await response.json() ) as T;
	}

	/**
	 * The id of the (non-trashed) survey with this title.
	 *
	 * @param title Survey title.
	 */
	async idOf( title: string ): Promise< number > {
		const response = await this.request.get(
			`${ REST }/surveys?per_page=100`,
			{ headers: this.headers() }
		);
		expect( response.ok() ).toBe( true );
		const list = ( await response.json() ) as {
			items: Array< { id: number; title: string } >;
		};
		return list.items.find( ( item ) => item.title === title )!.id;
	}

	/** The plugin's settings as stored. */
	async settings(): Promise< Settings > {
		const response = await this.request.get( `${ REST }/settings`, {
			headers: this.headers(),
		} );
		expect( response.ok(), await response.text() ).toBe( true );
		return ( ( await response.json() ) as { settings: Settings } ).settings;
	}

	/**
	 * Saves some of the plugin's settings; answers all of them as stored.
	 *
	 * @param settings The settings to change.
	 */
	async saveSettings( settings: Partial< Settings > ): Promise< Settings > {
		const response = await this.request.post( `${ REST }/settings`, {
			headers: this.headers(),
			data: { settings },
		} );
		expect( response.ok(), await response.text() ).toBe( true );
		return ( ( await response.json() ) as { settings: Settings } ).settings;
	}

	/**
	 * A survey's responses, the first 50, optionally filtered (the reports' filter parameters).
	 *
	 * @param id     Survey id.
	 * @param filter Filter parameters, e.g. `{ language: 'ar' }`.
	 */
	async responses(
		id: number,
		filter: Record< string, string > = {}
	): Promise< ListedResponse[] > {
		const query = new URLSearchParams( { per_page: '50', ...filter } );
		const response = await this.request.get(
			`${ REST }/surveys/${ id }/responses?${ query }`,
			{ headers: this.headers() }
		);
		expect( response.ok(), await response.text() ).toBe( true );
		return ( ( await response.json() ) as { items: ListedResponse[] } )
			.items;
	}

	/**
	 * A survey's results over all time: each question's counts, in question order.
	 *
	 * @param id Survey id.
	 */
	async results( id: number ): Promise< QuestionResult[] > {
		const response = await this.request.get(
			`${ REST }/surveys/${ id }/results`,
			{ headers: this.headers() }
		);
		expect( response.ok(), await response.text() ).toBe( true );
		return (
			( await response.json() ) as { question_stats: QuestionResult[] }
		 ).question_stats;
	}

	/**
	 * One response with its answers.
	 *
	 * @param id         Survey id.
	 * @param responseId Response id.
	 */
	async response(
		id: number,
		responseId: number
	): Promise< ResponseDetail > {
		const response = await this.request.get(
			`${ REST }/surveys/${ id }/responses/${ responseId }`,
			{ headers: this.headers() }
		);
		expect( response.ok(), await response.text() ).toBe( true );
		return ( await response.json() ) as ResponseDetail;
	}

	/**
	 * The HTTP status and error code of a GET under userfeedback/v1, whatever they are.
	 *
	 * @param path Route path, e.g. `/ai-settings`.
	 */
	async statusOf(
		path: string
	): Promise< { status: number; code: string } > {
		const response = await this.request.get( `${ REST }${ path }`, {
			headers: this.headers(),
		} );
		const body = ( await response.json().catch( () => ( {} ) ) ) as {
			code?: string;
		};
		return { status: response.status(), code: body.code ?? '' };
	}
}
