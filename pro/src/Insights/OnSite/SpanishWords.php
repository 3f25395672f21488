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
		return 'bueno buena buenos buenas bien excelente* fácil* facil* facilidad genial* gracias increíble* increible* perfect* rápid* rapid* útil* util* encanta* encantó encanto encantado* encantada* amable* maravillos* fantástic* fantastic* estupend* magnífic* magnific* mejor mejores agradable* cómod* comod* práctic* practic* intuitiv* clar* sencill* eficiente* eficaz profesional* satisfech* contento* contenta feliz recomiend* recomendable* fiable* confiable* simpátic* simpatic* interesante* útiles utiles calidad_precio a_tiempo sin_problemas todo_bien muy_bien bravo felicidades felicitaciones de_lujo chévere chevere atento atenta atentos atentas convence convencido* volveré volvere justos justas razonable* ahorr* agradec* gran precioso* preciosa de_diez sigan_así sigan_asi como_esperaba sin_duda rapidísim* comodísim* gratis gratuit* resuelto solucion* útil impresionant* bien_hecho bien_hecha';
	}

	public function negative(): string {
		return 'caro cara caros caras costoso* complicad* difícil* dificil* horrible* lent* malo mala malos malas mal problema* terrible* pésim* pesim* error* fallo* falla* roto rota rotos dañad* danad* defectuos* retras* tarde perdid* falta faltan faltaba inútil* inutil* molest* frustra* decepcion* decepción* confus* lío lio desastre* vergüenza verguenza peor peores mediocre* aburrid* lamentable* inaceptable* estafa* maleducad* grosero* grosera* se_cuelga se_colgó no_funciona no_sirve no_llegó no_llego nunca_llegó nunca_llego sin_respuesta ninguna_respuesta todavía_no todavia_no sigo_esperando queja* reclamo* insoportable* pesad* bloquea* desgracia lástima lastima imposible eternidad desactualizad* superficial* abusiv* pena una_pena culpa por_culpa_de romp* se_rompió se_congela se_traba se_cierra congela* cuelga* sin_motivo nunca_más nunca_mas meh confusa confuso insoportabl* grosero groser* absurd* empeor* me_doy_de_baja agotado* agotada* descosid* rasgad*';
	}

	public function negations(): string {
		return 'no nunca jamás jamas nada ningún ningun ninguna ninguno sin ni tampoco apenas nadie';
	}

	public function postposed_negations(): string {
		return '';
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
		return 'envío envio envíos envios enviar enviado entrega entregas entregar entregado paquete paquetes repartidor mensajería mensajeria seguimiento número_de_seguimiento transportista;'
			. 'devolución devolucion devoluciones devolver devuelto reembolso reembolsos reembolsar;'
			. 'acceso iniciar_sesión iniciar_sesion inicio_de_sesión inicio_de_sesion cerrar_sesión cierra_la_sesión sesión sesion login contraseña contrasena contraseñas acceder verificación_en_dos_pasos;'
			. 'soporte atención_al_cliente atencion_al_cliente servicio_al_cliente servicio_técnico chat_en_vivo agente agentes asistencia;'
			. 'precio precios tarifa tarifas caro cara caros caras costoso barato baratos barata más_barato descuento descuentos gastos comisión comisiones calidad-precio;'
			. 'velocidad lento lenta lentos lentas lentitud lentísimo lentísima rápido rápida rápidos cargar carga cargando se_cuelga se_congela se_traba se_cierra rendimiento fluido fluida ágil;'
			. 'calidad material materiales tela costuras acabado acabados resistente duradero;'
			. 'contenido artículo artículos articulo articulos blog guía guías guia guias tutorial tutoriales receta recetas publicación publicaciones;'
			. 'pago pagos pagar carrito caja proceso_de_compra finalizar_compra;'
			. 'anuncios anuncio publicidad pop-up pop-ups banner banners;'
			. 'boletín boletin boletines newsletter newsletters correo correos email emails e-mail darse_de_baja di_de_baja;'
			. 'modo_oscuro tema_oscuro modo_noche modo_nocturno;'
			. 'búsqueda busqueda búsquedas buscador buscar busqué busco barra_de_búsqueda;'
			. 'exportar exportación exportacion exportado exportados csv excel';
	}

	public function suffixes(): string {
		return 'amientos imientos amiento imiento aciones ación acion idades idad ciones ción cion mente adas idos idas ados ada ido ida ado os as es o a s';
	}
}
