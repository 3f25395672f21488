<?php
/**
 * Spanish words for reading feedback.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * General opinion vocabulary of customer feedback in Spanish, with unaccented spellings.
 */
final class SpanishWords implements LanguageWords {

	public function positive(): string {
		return 'bueno buena buenos buenas bien excelente* fácil* facil* facilidad genial* gracias increíble* increible* perfect* rápid* rapid* útil* util* encanta* encantó encanto encantado* encantada* amable* maravillos* fantástic* fantastic* estupend* magnífic* magnific* mejor mejores agradable* cómod* comod* práctic* practic* intuitiv* clar* sencill* eficiente* eficaz profesional* satisfech* contento* contenta feliz recomiend* recomendable* fiable* confiable* atent* simpátic* simpatic* interesante* útiles utiles calidad_precio a_tiempo sin_problemas todo_bien muy_bien bravo felicidades felicitaciones de_lujo chévere chevere';
	}

	public function negative(): string {
		return 'caro cara caros caras costoso* complicad* difícil* dificil* horrible* lent* malo mala malos malas mal problema* terrible* pésim* pesim* error* fallo* falla* roto rota rotos dañad* danad* defectuos* retras* tarde perdid* falta faltan faltaba inútil* inutil* molest* frustra* decepcion* decepción* confus* lío lio desastre* vergüenza verguenza peor peores mediocre* aburrid* lamentable* inaceptable* estafa* maleducad* grosero* grosera* se_cuelga se_colgó no_funciona no_sirve no_llegó no_llego nunca_llegó nunca_llego sin_respuesta ninguna_respuesta todavía_no todavia_no sigo_esperando queja* reclamo* insoportable* pesad* bloquea* desgracia lástima lastima';
	}

	public function negations(): string {
		return 'no nunca jamás jamas nada ningún ningun ninguna ninguno sin ni tampoco apenas';
	}

	public function intensifiers(): string {
		return 'muy muchísimo muchisimo mucho realmente súper super bastante totalmente completamente extremadamente sumamente demasiado tan tremendamente increíblemente increiblemente re';
	}

	public function downtoners(): string {
		return 'un_poco poco algo ligeramente a_veces relativamente medio';
	}

	public function excess(): string {
		return 'demasiado demasiada demasiados demasiadas';
	}

	public function excess_targets(): string {
		return '';
	}

	public function contrasts(): string {
		return 'pero sin_embargo excepto salvo lamentablemente desafortunadamente';
	}

	public function requests(): string {
		return 'por_favor porfa podrían podrian podrías podrias podría podria sería_bueno seria_bueno sería_genial seria_genial sería_bien seria_bien estaría_bien estaria_bien me_gustaría me_gustaria gustaría gustaria ojalá ojala sugiero sugerencia añadir anadir agregar hay_forma se_puede es_posible';
	}

	public function stop_words(): string {
		return 'muy mucho mucha muchos muchas poco todo toda todos todas nada algo hay he has han había fue era ser estar está estaba están estoy tengo tiene tienen tenía hace hacer página pagina sitio web aplicación app cosa cosas vez veces día dias días semana semanas mes cuando donde porque pues así asi ya aún aun también tambien solo sólo otro otra otros otras mismo misma este esta estos estas ese esa esos esas aquel lo la los las el un una unos unas del al mi mis tu tus su sus nuestro nuestra le les me te se nos';
	}

	public function topics(): string {
		return '';
	}

	public function suffixes(): string {
		return 'amientos imientos amiento imiento aciones ación acion idades idad ciones ción cion mente adas idos idas ados ada ido ida ado os as es o a s';
	}
}
