<?php
/**
 * An image choice question's images as the server stores them.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Tests\TestCase;

/**
 * A media library image is kept by its attachment id, its address read from the attachment (the
 * medium size) whatever address was sent; an id that is not an image attachment is dropped and
 * the image falls back to its address, which must be http(s).
 */
final class ImageChoiceImagesTest extends TestCase {

	public function test_a_library_image_is_stored_by_its_attachment_at_its_medium_size(): void {
		$id = $this->image_attachment( 'pet.png' );

		$images = $this->stored(
			array(
				array(
					'id'  => $id,
					'url' => 'https://elsewhere.test/not-this.png',
					'alt' => ' A black cat ',
				),
				array(
					'id'  => (string) $id,
					'url' => '',
					'alt' => 'Again',
				),
			)
		);

		$medium = wp_get_upload_dir()['baseurl'] . '/2026/11/pet-300x225.png';
		$this->assertSame(
			array(
				array(
					'id'  => $id,
					'url' => $medium,
					'alt' => 'A black cat',
				),
				array(
					'id'  => $id,
					'url' => $medium,
					'alt' => 'Again',
				),
			),
			$images
		);
	}

	public function test_an_id_that_is_not_an_image_falls_back_to_the_address(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'A page',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$pdf  = wp_insert_attachment(
			array(
				'post_title'     => 'A document',
				'post_mime_type' => 'application/pdf',
				'post_status'    => 'inherit',
			),
			'2026/11/terms.pdf'
		);
		$this->assertGreaterThan( 0, $post );
		$this->assertGreaterThan( 0, $pdf );

		$images = $this->stored(
			array(
				array(
					'id'  => $post,
					'url' => 'https://cdn.example.test/cat.png',
					'alt' => 'A cat',
				),
				array(
					'id'  => $pdf,
					'url' => '',
					'alt' => '',
				),
				array(
					'id'  => 999999,
					'url' => 'javascript:alert(1)',
					'alt' => 'x',
				),
				array(
					'id'  => -5,
					'url' => 'ftp://example.test/a.png',
					'alt' => '',
				),
			)
		);

		$this->assertSame(
			array(
				array(
					'id'  => 0,
					'url' => 'https://cdn.example.test/cat.png',
					'alt' => 'A cat',
				),
				array(
					'id'  => 0,
					'url' => '',
					'alt' => '',
				),
				array(
					'id'  => 0,
					'url' => '',
					'alt' => 'x',
				),
				array(
					'id'  => 0,
					'url' => '',
					'alt' => '',
				),
			),
			$images
		);
	}

	/**
	 * An image attachment with a medium size, as an upload through the media library makes.
	 *
	 * @param string $name File name.
	 * @return int
	 */
	private function image_attachment( string $name ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $name,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			'2026/11/' . $name
		);
		$this->assertGreaterThan( 0, $id );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 640,
				'height' => 480,
				'file'   => '2026/11/' . $name,
				'sizes'  => array(
					'medium' => array(
						'file'      => pathinfo( $name, PATHINFO_FILENAME ) . '-300x225.png',
						'width'     => 300,
						'height'    => 225,
						'mime-type' => 'image/png',
					),
				),
			)
		);
		return $id;
	}

	/**
	 * The images an image choice question with as many options is stored with.
	 *
	 * @param array<int, array<string, mixed>> $images The images sent.
	 * @return mixed
	 */
	private function stored( array $images ) {
		$survey = ( new SurveyNormalizer() )->survey(
			array(
				'title'     => 'Pets',
				'questions' => array(
					array(
						'id'       => 'q1',
						'type'     => 'image-choice',
						'title'    => 'Which pet?',
						'config'   => array( 'options' => array_map( static fn( int $i ): string => "Pet {$i}", array_keys( $images ) ) ),
						'settings' => array( 'images' => $images ),
					),
				),
			)
		);
		return $survey['questions'][0]['settings']['images'];
	}
}
