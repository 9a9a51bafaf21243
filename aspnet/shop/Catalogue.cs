// The reference shop's catalogue: App_Data/catalog.json, which aspnet/catalog.ts exports from the fixture shop's
// catalogue (plus the contract's own product), so the fixture's product pages ask for ids that exist here.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Web.Hosting;
using System.Web.Script.Serialization;

namespace ReferenceShop
{
	public class CatalogueOffer
	{
		public string Sku { get; set; }
		public string Ean { get; set; }
		// Money is text in the file ("19.90"), as a shop's database column gives it: parsed, it keeps its scale.
		public string Price { get; set; }
		public string OldPrice { get; set; }
		public int DiscountRate { get; set; }
		public List<string> Images { get; set; }
		public ProductState State { get; set; }
		public bool CartEnabled { get; set; }

		public decimal PriceGross { get { return Catalogue.Money (Price); } }
		public decimal? OldPriceGross { get { return OldPrice == null ? (decimal?) null : Catalogue.Money (OldPrice); } }
	}

	public class CatalogueVariant : CatalogueOffer
	{
		public int OptionId { get; set; }
		/// <summary>One value id per product dictionary, in the product's dictionary order.</summary>
		public List<int> ValueIds { get; set; }
	}

	public class CatalogueValue
	{
		public int Id { get; set; }
		public string Name { get; set; }
	}

	public class CatalogueDictionary
	{
		public string Name { get; set; }
		public List<CatalogueValue> Values { get; set; }
	}

	public class CatalogueProduct : CatalogueOffer
	{
		public int Id { get; set; }
		public string Name { get; set; }
		public string Url { get; set; }
		public string Producer { get; set; }
		public string Category { get; set; }
		public List<CatalogueDictionary> Dictionaries { get; set; }
		public List<CatalogueVariant> Variants { get; set; }
	}

	public class CatalogueFile
	{
		public List<CatalogueProduct> Products { get; set; }
		/// <summary>The availability shown while not every option is chosen.</summary>
		public ProductState ChooseState { get; set; }
		/// <summary>The availability of a complete choice that matches no variant.</summary>
		public ProductState NoVariantState { get; set; }
	}

	public static class Catalogue
	{
		static readonly Lazy<CatalogueFile> file = new Lazy<CatalogueFile> (Load);
		static readonly Lazy<Dictionary<int, CatalogueProduct>> byId = new Lazy<Dictionary<int, CatalogueProduct>> (() => {
			var products = new Dictionary<int, CatalogueProduct> ();
			foreach (CatalogueProduct product in file.Value.Products)
				products.Add (product.Id, product);
			return products;
		});

		public static ProductState ChooseState { get { return file.Value.ChooseState; } }
		public static ProductState NoVariantState { get { return file.Value.NoVariantState; } }

		/// <summary>The product, or the exception a shop's data layer throws for an id it does not have.</summary>
		public static CatalogueProduct Product (int id)
		{
			CatalogueProduct product;
			if (!byId.Value.TryGetValue (id, out product))
				throw new InvalidOperationException ("Produkt " + id + " nie istnieje");
			return product;
		}

		public static decimal Money (string text)
		{
			return decimal.Parse (text, NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture);
		}

		static CatalogueFile Load ()
		{
			string path = HostingEnvironment.MapPath ("~/App_Data/catalog.json");
			var serializer = new JavaScriptSerializer { MaxJsonLength = int.MaxValue };
			return serializer.Deserialize<CatalogueFile> (File.ReadAllText (path));
		}
	}
}
