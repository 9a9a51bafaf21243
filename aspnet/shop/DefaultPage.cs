// Default.aspx's code: the two page methods the storefront calls, as a WebForms shop writes them. Errors are
// thrown, never answered by hand: what the client gets for them is System.Web's own answer.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Web;
using System.Web.Script.Serialization;
using System.Web.Services;
using System.Web.UI;

namespace ReferenceShop
{
	public class DefaultPage : Page
	{
		static readonly CultureInfo Polish = CultureInfo.GetCultureInfo ("pl-PL");

		/// <summary>The variant for the chosen dictionary values; OptionId -1 when none matches.</summary>
		[WebMethod (EnableSession = true)]
		public static ProductOptionResponse GetOptions (GetOptionsRequest request)
		{
			CatalogueProduct product = Catalogue.Product (request.pid);
			List<int> chosen = request.dicts ?? new List<int> ();
			CatalogueVariant variant = Match (product, chosen);
			if (variant != null) {
				return Answer (product, variant, variant.OptionId,
					"<span class=\"variant-summary\">" + HttpUtility.HtmlEncode (Describe (product, variant)) + "</span>",
					variant.State, variant.CartEnabled);
			}
			bool noOptions = product.Dictionaries.Count == 0;
			bool allChosen = product.Dictionaries.All (d => d.Values.Any (v => chosen.Contains (v.Id)));
			ProductState state = noOptions ? product.State : allChosen ? Catalogue.NoVariantState : Catalogue.ChooseState;
			// An unfinished choice can still be bought once finished; a finished one that matches nothing cannot.
			bool cartEnabled = noOptions || !allChosen ? product.CartEnabled : false;
			return Answer (product, product, -1, "", state, cartEnabled);
		}

		/// <summary>Adds the product, or its variant, to the visitor's cart (kept in the session).</summary>
		[WebMethod (EnableSession = true)]
		public static AddCartResponse AddCart (AddCartRequest request)
		{
			if (request.Amount < 1)
				throw new ArgumentOutOfRangeException ("Amount", request.Amount, "Ilość musi wynosić co najmniej 1.");
			CatalogueProduct product = Catalogue.Product (request.ProductId);
			CatalogueVariant variant = product.Variants.FirstOrDefault (v => v.OptionId == request.OptionId);
			if (product.Dictionaries.Count > 0 && variant == null)
				throw new InvalidOperationException ("Proszę wybrać opcję produktu");
			CatalogueOffer offer = (CatalogueOffer) variant ?? product;
			if (!offer.CartEnabled)
				throw new InvalidOperationException ("Produkt " + offer.Sku + " jest niedostępny");

			var cart = (Dictionary<string, int>) HttpContext.Current.Session ["cart"] ?? new Dictionary<string, int> ();
			int inCart;
			cart.TryGetValue (offer.Sku, out inCart);
			cart [offer.Sku] = inCart + request.Amount;
			HttpContext.Current.Session ["cart"] = cart;

			string variantText = variant != null ? Describe (product, variant) : "";
			var item = new Dictionary<string, object> {
				{ "item_id", offer.Sku },
				{ "item_name", product.Name },
				{ "price", offer.PriceGross },
				{ "quantity", request.Amount },
				{ "item_brand", product.Producer },
				{ "item_category", product.Category },
				{ "item_variant", variantText },
			};
			return new AddCartResponse {
				RedirectToUrl = "",
				ProductUrl = product.Url,
				HtmlResponse = Confirmation (product, offer, variantText, request.Amount),
				PriceGross = offer.PriceGross,
				ProductId = product.Id,
				ProductName = product.Name,
				DataLayerItemJSON = new JavaScriptSerializer ().Serialize (item),
			};
		}

		static ProductOptionResponse Answer (CatalogueProduct product, CatalogueOffer offer, int optionId, string html, ProductState state, bool cartEnabled)
		{
			return new ProductOptionResponse {
				OptionId = optionId,
				HtmlResponse = html,
				SKU = offer.Sku,
				EAN = offer.Ean,
				PriceGross = offer.PriceGross,
				OldPriceGross = offer.OldPriceGross,
				DiscountRate = offer.DiscountRate,
				ProductName = product.Name,
				Images = offer.Images,
				CartEnabled = cartEnabled,
				ProductState = state,
			};
		}

		/// <summary>
		/// The variant whose values are exactly the chosen ones: one value of each of the product's dictionaries, in
		/// any order. A dictionary left out, a foreign value or a combination that does not exist matches nothing.
		/// </summary>
		static CatalogueVariant Match (CatalogueProduct product, List<int> chosen)
		{
			if (product.Dictionaries.Count == 0 || chosen.Distinct ().Count () != chosen.Count || chosen.Count != product.Dictionaries.Count)
				return null;
			var values = new List<int> ();
			foreach (CatalogueDictionary dictionary in product.Dictionaries) {
				List<int> inDictionary = dictionary.Values.Where (v => chosen.Contains (v.Id)).Select (v => v.Id).ToList ();
				if (inDictionary.Count != 1)
					return null;
				values.Add (inDictionary [0]);
			}
			return product.Variants.FirstOrDefault (v => v.ValueIds.SequenceEqual (values));
		}

		/// <summary>"Rozmiar: M, Kolor: Czarny"</summary>
		static string Describe (CatalogueProduct product, CatalogueVariant variant)
		{
			return string.Join (", ", product.Dictionaries.Select ((d, i) =>
				d.Name + ": " + d.Values.Where (v => v.Id == variant.ValueIds [i]).Select (v => v.Name).DefaultIfEmpty ("?").First ()));
		}

		/// <summary>The pop-up's markup, as the fixture's theme 1 draws it, so its rules style it.</summary>
		static string Confirmation (CatalogueProduct product, CatalogueOffer offer, string variantText, int amount)
		{
			string image = offer.Images.Concat (product.Images).FirstOrDefault ();
			string name = HttpUtility.HtmlEncode (product.Name);
			return "<div class=\"add-cart-confirmation\">"
				+ (image == null ? "" : "<img src=\"/dane/small/" + HttpUtility.HtmlAttributeEncode (image) + "\" width=\"240\" height=\"240\" alt=\"" + HttpUtility.HtmlAttributeEncode (product.Name) + "\">")
				+ "<div><p class=\"add-cart-confirmation__title\">Dodano do koszyka</p><p><strong>" + name + "</strong>"
				+ (variantText == "" ? "" : "<br>" + HttpUtility.HtmlEncode (variantText)) + "</p>"
				+ "<p>Ilość: " + amount + " × " + offer.PriceGross.ToString ("N2", Polish) + "\u00a0zł</p>"
				+ "<p><a class=\"button button--primary\" href=\"/koszyk\">Przejdź do koszyka</a></p></div></div>";
		}
	}
}
